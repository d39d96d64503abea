import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {SiteDataGlobal} from '../../../plugins/site-data';

import styles from './styles.module.css';

type Props = React.ComponentProps<'div'>;

/**
 * Replaces the stock content, which renders `themeConfig.announcementBar.content` as an HTML string.
 * The text is built here from the supported versions that the site-data plugin publishes, so it is
 * React elements rather than HTML, and `npm start` shows a version bump without a restart.
 */
export default function AnnouncementBarContent(props: Props): React.JSX.Element {
  const {bedrock, java} = usePluginData('geysermc-site-data') as SiteDataGlobal;
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      Geyser now supports Bedrock <b>{bedrock}</b> and Java Edition <b>{java}</b>.{' '}
      <Link to="/wiki/geyser/supported-versions/">See supported versions</Link>
    </div>
  );
}
