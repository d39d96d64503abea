import React from 'react';

import LinkList, {type ListedLink} from '../shared/LinkList';
import HomeSection from './HomeSection';
import styles from './home.module.css';

interface Audience {
  title: string;
  text: string;
  links: ListedLink[];
}

const audiences: Audience[] = [
  {
    title: 'Server owners',
    text: 'Add one plugin or mod to the server you already run, open a UDP port, and Bedrock players can join.',
    links: [
      {label: 'Choose your setup', href: '/wiki/geyser/setup/'},
      {label: 'Hosting providers', href: '/wiki/geyser/supported-hosting-providers/'},
    ],
  },
  {
    title: 'Admins',
    text: 'Keep things running: ports and firewalls, commands and permissions, and fixes for the errors players report.',
    links: [
      {label: 'Port forwarding', href: '/wiki/geyser/port-forwarding/'},
      {label: 'Common issues', href: '/wiki/geyser/common-issues/'},
    ],
  },
  {
    title: 'Developers',
    text: 'Detect Bedrock players, send native forms, add custom items and blocks, or write an extension.',
    links: [
      {label: 'Geyser API', href: '/wiki/geyser/api/'},
      {label: 'REST APIs', href: '/wiki/api/'},
    ],
  },
  {
    title: 'Players',
    text: 'Join a Java server from Bedrock, link your accounts, and learn what plays differently.',
    links: [
      {label: 'Questions and answers', href: '/wiki/geyser/faq/'},
      {label: 'Consoles', href: '/wiki/geyser/using-geyser-with-consoles/'},
    ],
  },
];

export default function Audiences(): React.JSX.Element {
  return (
    <HomeSection id="audiences-title" title="Start where you are">
      <div className={styles.cardGrid}>
        {audiences.map((audience) => (
          <article key={audience.title} className={styles.card}>
            <h3>{audience.title}</h3>
            <p>{audience.text}</p>
            <LinkList links={audience.links} className={styles.cardLinks} />
          </article>
        ))}
      </div>
    </HomeSection>
  );
}
