import React from 'react';
import Link from '@docusaurus/Link';

import styles from './home.module.css';

interface Audience {
  title: string;
  text: string;
  links: {label: string; to: string}[];
}

const audiences: Audience[] = [
  {
    title: 'Server owners',
    text: 'Add one plugin or mod to the server you already run, open a UDP port, and Bedrock players can join.',
    links: [
      {label: 'Choose your setup', to: '/wiki/geyser/setup/'},
      {label: 'Hosting providers', to: '/wiki/geyser/supported-hosting-providers/'},
    ],
  },
  {
    title: 'Admins',
    text: 'Keep things running: ports and firewalls, commands and permissions, and fixes for the errors players report.',
    links: [
      {label: 'Port forwarding', to: '/wiki/geyser/port-forwarding/'},
      {label: 'Common issues', to: '/wiki/geyser/common-issues/'},
    ],
  },
  {
    title: 'Developers',
    text: 'Detect Bedrock players, send native forms, add custom items and blocks, or write an extension.',
    links: [
      {label: 'Geyser API', to: '/wiki/geyser/api/'},
      {label: 'REST APIs', to: '/wiki/api/'},
    ],
  },
  {
    title: 'Players',
    text: 'Join a Java server from Bedrock, link your accounts, and learn what plays differently.',
    links: [
      {label: 'Questions and answers', to: '/wiki/geyser/faq/'},
      {label: 'Consoles', to: '/wiki/geyser/using-geyser-with-consoles/'},
    ],
  },
];

export default function Audiences(): React.JSX.Element {
  return (
    <section className={styles.section} aria-labelledby="audiences-title">
      <div className="container">
        <h2 id="audiences-title" className={styles.sectionTitle}>
          Start where you are
        </h2>
        <div className={styles.cardGrid}>
          {audiences.map((audience) => (
            <article key={audience.title} className={styles.card}>
              <h3>{audience.title}</h3>
              <p>{audience.text}</p>
              <ul className={styles.cardLinks}>
                {audience.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
