import React from 'react';

import styles from './home.module.css';

interface Node {
  title: string;
  lines: [string, string];
}

const nodes: Node[] = [
  {title: 'Bedrock client', lines: ['phone, console,', 'Windows, tablet']},
  {title: 'Geyser', lines: ['translates packets,', 'blocks, items, chat']},
  {title: 'Java server', lines: ['Paper, Velocity,', 'Fabric, NeoForge…']},
];

const links = [
  {protocol: 'UDP', port: '19132'},
  {protocol: 'TCP', port: '25565'},
];

const description =
  'A Bedrock Edition client connects over UDP, port 19132 by default, to Geyser. Geyser translates the traffic and ' +
  'connects over TCP, usually port 25565, to the Java Edition server. Floodgate, installed on the Java server, lets ' +
  'Bedrock players log in without a Java account.';

function Box({x, y, node}: {x: number; y: number; node: Node}): React.JSX.Element {
  return (
    <g>
      <rect className={styles.diagramBox} x={x} y={y} width="190" height="100" rx="14" />
      <text className={styles.diagramTitle} x={x + 95} y={y + 38} textAnchor="middle">
        {node.title}
      </text>
      {node.lines.map((line, index) => (
        <text key={line} className={styles.diagramText} x={x + 95} y={y + 64 + index * 20} textAnchor="middle">
          {line}
        </text>
      ))}
    </g>
  );
}

interface DrawingProps {
  id: string;
  className: string;
  width: number;
  height: number;
  children: React.ReactNode;
}

/** One of the two drawings, each an image named by its own title and description. */
function Drawing({id, className, width, height, children}: DrawingProps): React.JSX.Element {
  return (
    <svg
      className={`${styles.diagram} ${className}`}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
    >
      <title id={`${id}-title`}>How Geyser connects the two editions</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/**
 * How a Bedrock player reaches a Java server. Inline SVG: no request, and it follows the colour mode
 * through CSS variables. Phones get a vertical drawing, since the wide one would shrink to an
 * unreadable size.
 */
export default function FlowDiagram(): React.JSX.Element {
  return (
    <>
      <Drawing id="flow-wide" className={styles.diagramWide} width={760} height={240}>
        {nodes.map((node, index) => (
          <Box key={node.title} x={10 + index * 275} y={50} node={node} />
        ))}
        {links.map((link, index) => {
          const x = 204 + index * 275;
          return (
            <g key={link.protocol}>
              <path className={styles.diagramLine} d={`M${x} 100h66`} />
              <path className={styles.diagramArrowHead} d={`M${x + 66} 93l10 7-10 7z`} />
              <text className={styles.diagramLabel} x={x + 38} y="40" textAnchor="middle">
                {link.protocol}
              </text>
              <text className={styles.diagramLabel} x={x + 38} y="176" textAnchor="middle">
                {link.port}
              </text>
            </g>
          );
        })}
        <rect className={styles.diagramNote} x="510" y="188" width="240" height="44" rx="10" />
        <text className={styles.diagramText} x="630" y="215" textAnchor="middle">
          + Floodgate: no Java account
        </text>
      </Drawing>
      <Drawing id="flow-tall" className={styles.diagramTall} width={300} height={470}>
        {nodes.map((node, index) => (
          <Box key={node.title} x={55} y={10 + index * 160} node={node} />
        ))}
        {links.map((link, index) => {
          const y = 114 + index * 160;
          return (
            <g key={link.protocol}>
              <path className={styles.diagramLine} d={`M150 ${y}v42`} />
              <path className={styles.diagramArrowHead} d={`M143 ${y + 42}l7 10 7-10z`} />
              <text className={styles.diagramLabel} x="165" y={y + 32}>
                {link.protocol} {link.port}
              </text>
            </g>
          );
        })}
        <text className={styles.diagramText} x="150" y="460" textAnchor="middle">
          + Floodgate: no Java account
        </text>
      </Drawing>
    </>
  );
}
