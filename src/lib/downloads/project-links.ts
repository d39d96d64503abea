import {getProject, type ProjectId} from '../../data/projects';
import {downloadPageHref} from './location';
import {staticDownloadUrl} from './urls';

export interface ProjectDownloadLink {
  id: string;
  href: string;
  label: string;
  external: boolean;
}

export interface ProjectDownloadLinks {
  projectName: string;
  links: ProjectDownloadLink[];
  /** The download page, opened on this project's tab (or section). */
  pageHref: string;
  /** One short sentence under the buttons. */
  note: string;
}

/**
 * The buttons a wiki page shows for a project (all its files, or one platform), computed from
 * src/data/projects.ts so no page writes a download URL by hand.
 */
export function projectDownloadLinks(apiBase: string, projectId: ProjectId, platform?: string): ProjectDownloadLinks {
  const project = getProject(projectId);
  const files = platform ? project.files.filter((file) => file.id === platform) : project.files;
  if (files.length === 0) {
    throw new Error(
      `<ProjectDownload project="${projectId}" platform="${platform}">: no such platform. Known: ${project.files.map((file) => file.id).join(', ')}`,
    );
  }
  const single = files.length === 1;
  return {
    projectName: project.name,
    links: files.map((file) => ({
      id: file.id,
      href: staticDownloadUrl(apiBase, file.source),
      external: file.source.kind === 'external',
      label:
        file.source.kind === 'external'
          ? `${project.name} for ${file.label} (${file.source.siteName})`
          : single
            ? `Download ${file.fileName}`
            : file.label,
    })),
    pageHref:
      project.tab === 'other-projects'
        ? downloadPageHref('other-projects', [project.id])
        : downloadPageHref(project.tab),
    note: single ? `The newest ${project.name} build for ${files[0].label}.` : `The newest ${project.name} builds.`,
  };
}
