/**
 * Types of the GeyserMC Downloads API's schemas, generated from openapi/downloads.yaml by openapi-typescript.
 * Do not edit: change the description, then run
 *   node src/plugins/openapi/generate-types.mjs
 * (tests/unit/openapi fails while this file is out of date).
 */

export interface components {
    schemas: {
        /** @description The body of every error answer. */
        Error: {
            /** @description What went wrong, in English. */
            error: string;
        };
        /** @description A project id, such as `geyser`. */
        ProjectId: string;
        /** @description A version name, such as `2.11.1`, or `pr.` and a number for Geyser pull request builds. */
        VersionName: string;
        /**
         * @description The release channel of a build. Builds without a stored channel report `default`.
         * @enum {string}
         */
        BuildChannel: "default" | "experimental";
        /**
         * Change
         * @description One commit that went into a build.
         */
        BuildChange: {
            /** @description The full commit hash. */
            commit: string;
            /** @description The first line of the commit message. */
            summary: string;
            /** @description The whole commit message. */
            message: string;
        };
        /**
         * Download
         * @description One file of a build.
         */
        BuildDownload: {
            /** @description The file name, such as `Geyser-Spigot.jar`. */
            name: string;
            /** @description The SHA-256 checksum of the file, in lower-case hexadecimal. */
            sha256: string;
        };
        /**
         * Build
         * @description A build as listed under its version.
         */
        VersionBuild: {
            /**
             * Format: int32
             * @description The build number, as given by GeyserMC's build server.
             */
            build: number;
            /**
             * Format: date-time
             * @description When the build was published.
             */
            time: string;
            channel: components["schemas"]["BuildChannel"];
            /** @description Whether the build was promoted. `builds/latest` prefers promoted builds. */
            promoted: boolean;
            /** @description The commits since the previous build, newest first. */
            changes: components["schemas"]["BuildChange"][];
            /** @description The files of the build, by download key. */
            downloads: {
                [key: string]: components["schemas"]["BuildDownload"];
            };
        };
        /** Projects */
        ProjectsResponse: {
            /** @description Every project id. */
            projects: components["schemas"]["ProjectId"][];
        };
        /** Project */
        ProjectResponse: {
            project_id: components["schemas"]["ProjectId"];
            /** @description The project's display name, such as `Geyser`. */
            project_name: string;
            /** @description The versions of the project, oldest first. */
            versions: components["schemas"]["VersionName"][];
        };
        /** Version */
        VersionResponse: {
            project_id: components["schemas"]["ProjectId"];
            /** @description The project's display name. */
            project_name: string;
            version: components["schemas"]["VersionName"];
            /** @description The build numbers of this version. */
            builds: number[];
        };
        /** Builds */
        BuildsResponse: {
            project_id: components["schemas"]["ProjectId"];
            /** @description The project's display name. */
            project_name: string;
            version: components["schemas"]["VersionName"];
            /** @description Every build of this version. */
            builds: components["schemas"]["VersionBuild"][];
        };
        /**
         * Build details
         * @description One build together with its project and version.
         */
        BuildResponse: {
            project_id: components["schemas"]["ProjectId"];
            /** @description The project's display name. */
            project_name: string;
            version: components["schemas"]["VersionName"];
        } & components["schemas"]["VersionBuild"];
    };
}
