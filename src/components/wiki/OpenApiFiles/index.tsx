import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import Table from '../../shared/Table';
import {apiSpecs, specDownloadPath, specHost} from '../../../plugins/openapi/specs';
import Code from '../../shared/Code';

/**
 * The OpenAPI files the build publishes (src/plugins/openapi), one row per API, for the REST APIs
 * page. Read from the same list the generator uses, so a new API appears here without an edit.
 */
export default function OpenApiFiles(): ReactNode {
  return (
    <Table>
      <thead>
        <tr>
          <th>API</th>
          <th>OpenAPI file</th>
        </tr>
      </thead>
      <tbody>
        {apiSpecs.map((spec) => {
          const file = specDownloadPath(spec);
          return (
            <tr key={spec.id}>
              <td>
                <Code>{specHost(spec)}</Code>
              </td>
              <td>
                {/* pathname:// keeps the router and the link checker away: the file is not a page. */}
                <Link to={`pathname://${file}`}>
                  <Code>{file}</Code>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
