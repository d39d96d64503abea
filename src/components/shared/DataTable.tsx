import type {ReactNode} from 'react';

import Table from './Table';

/** One column: its header, and what each row shows in it. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  /** A key unique among the rows, for React. */
  rowKey: (row: Row) => string;
  testId?: string;
}

/**
 * A reference table rendered from data (commands, permissions, keys, versions): every column has a
 * header cell with `scope="col"`, so screen readers name the column of each cell.
 */
export default function DataTable<Row>({columns, rows, rowKey, testId}: Props<Row>): ReactNode {
  return (
    <Table data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.header}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
