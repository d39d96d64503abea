/**
 * Types of the GeyserMC Downloads API, generated from openapi/downloads.yaml by openapi-typescript.
 * Do not edit: change the description, then run
 *   node src/plugins/openapi/generate-types.mjs
 * (tests/unit/openapi fails while this file is out of date).
 */

export interface paths {
    "/v2/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all projects
         * @description Returns the ids of every project that is published on the Downloads API.
         *
         *     Use an id from this list in every other operation. Besides Geyser and Floodgate it includes the other
         *     GeyserMC projects, `floodgatedb` (the database add-ons for Floodgate's local account linking, built from the
         *     Floodgate repository) and `geyserpreview`, where builds of open Geyser pull requests appear under versions
         *     named `pr.` followed by the pull request number.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project and its versions
         * @description Returns a project's display name and all of its versions, oldest first.
         *
         *     The last entry of `versions` is the version that `latest` stands for in the other operations.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a version and its build numbers
         * @description Returns the build numbers published for one version of a project.
         *
         *     For the details of the builds themselves, use [the build list](/wiki/api/downloads.geysermc.org/list-builds/)
         *     instead. A request for `latest` is redirected to the newest version.
         */
        get: operations["getVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}/versions/{version}/builds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the builds of a version
         * @description Returns every build of one version with its time, channel, changes and downloads.
         *
         *     Builds appear in the order they were stored, which is normally oldest first; sort by `build` if the order
         *     matters to you. A request for `latest` is redirected to the newest version.
         */
        get: operations["listBuilds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}/versions/{version}/builds/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the latest build of a version
         * @description Redirects to the newest build of a version, so a client that follows redirects receives that build's details.
         *
         *     This is the request that Geyser's `/geyser version` and Floodgate's `/floodgate version` commands make: they
         *     read `build` from the answer and compare it with their own build number. With `latest` as the version you get the
         *     newest build of the newest version. If any build of the version is promoted, the newest promoted build wins
         *     over newer unpromoted ones.
         *
         *     The redirect is cached for one minute, so a new build can take that long to appear.
         */
        get: operations["getLatestBuild"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}/versions/{version}/builds/{build}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one build
         * @description Returns the details of one numbered build, including the file name and SHA-256 checksum of each download.
         *
         *     A numbered build never changes, so this answer may be cached for a long time. The GeyserMC Discord bot uses
         *     it to check that the Geyser jar in a user's dump matches the official file. With `latest` as the version,
         *     the API redirects to the same build under its concrete version.
         */
        get: operations["getBuild"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}/versions/{version}/builds/latest/downloads/{download}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file of the latest build
         * @description Redirects to a file of the newest build, the stable address to give to scripts and server panels.
         *
         *     Follow the redirect to get the file itself (`curl -L`, `wget` and browsers do this on their own). Because
         *     the redirect changes whenever a build is published, it is cached for one minute only. If you need to know
         *     which build you got, read the build number from the `Location` header, or ask for
         *     [the latest build](/wiki/api/downloads.geysermc.org/get-latest-build/) first and download by number.
         */
        get: operations["downloadLatestBuild"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/projects/{project}/versions/{version}/builds/{build}/downloads/{download}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file of a build
         * @description Sends one file of a numbered build, with the file name in Content-Disposition and a two-week cache lifetime.
         *
         *     Compare the file's SHA-256 with `downloads.<key>.sha256` from [the build](/wiki/api/downloads.geysermc.org/get-build/)
         *     before you install it. The content type follows the file extension: `application/java-archive` for jars,
         *     `application/zip` for `.mcpack` and `.zip` files, `application/octet-stream` for anything unknown. With
         *     `latest` as the version, the API redirects to the same file under its concrete version.
         */
        get: operations["downloadBuild"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
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
    responses: {
        /**
         * @description `latest` was given as the version. `Location` is the same path with the newest version filled in; the body
         *     is empty.
         */
        LatestVersionRedirect: {
            headers: {
                /** @description The path with the concrete version, for example `/v2/projects/geyser/versions/2.11.1`. */
                Location?: string;
                "Cache-Control": components["headers"]["CacheControl"];
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description The project or the version does not exist. */
        ProjectOrVersionNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The project, the version or the build does not exist. */
        BuildNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The project, version, build or download key does not exist. */
        DownloadNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description The project id, in lower-case letters, as listed by [List all projects](/wiki/api/downloads.geysermc.org/list-projects/).
         * @example geyser
         */
        Project: string;
        /** @description A version of the project, such as `2.11.1`, or `latest` for the newest one. */
        Version: string;
        /**
         * @description The build number.
         * @example 1112
         */
        Build: number;
        /**
         * @description The download key from the build's `downloads` object, in lower-case letters. For Geyser: `spigot`,
         *     `bungeecord`, `velocity`, `fabric`, `neoforge`, `viaproxy`, `standalone`. For Floodgate: `spigot`,
         *     `bungee`, `velocity`.
         * @example spigot
         */
        Download: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description `public, s-maxage=` followed by seconds: 60 for anything that means "latest", 300 for versions and build
         *     lists, 1800 for a project, 604800 for the project list and a numbered build, 1209600 for a numbered file.
         * @example public, s-maxage=604800
         */
        CacheControl: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProjects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project ids. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "projects": [
                     *         "geyser",
                     *         "floodgate",
                     *         "floodgatedb",
                     *         "geyserpreview",
                     *         "geyseroptionalpack",
                     *         "thirdpartycosmetics",
                     *         "hurricane",
                     *         "geyserconnect",
                     *         "hydraulic",
                     *         "rainbow",
                     *         "thunder"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectsResponse"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id, in lower-case letters, as listed by [List all projects](/wiki/api/downloads.geysermc.org/list-projects/).
                 * @example geyser
                 */
                project: components["parameters"]["Project"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "project_id": "geyser",
                     *       "project_name": "Geyser",
                     *       "versions": [
                     *         "2.9.4",
                     *         "2.9.5",
                     *         "2.10.0",
                     *         "2.10.1",
                     *         "2.11.0",
                     *         "2.11.1"
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ProjectResponse"];
                };
            };
            /** @description No project has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Project not found."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id, in lower-case letters, as listed by [List all projects](/wiki/api/downloads.geysermc.org/list-projects/).
                 * @example geyser
                 */
                project: components["parameters"]["Project"];
                /** @description A version of the project, such as `2.11.1`, or `latest` for the newest one. */
                version: components["parameters"]["Version"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version and its build numbers. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "project_id": "floodgate",
                     *       "project_name": "Floodgate",
                     *       "version": "2.2.5",
                     *       "builds": [
                     *         121,
                     *         122,
                     *         123,
                     *         124,
                     *         125,
                     *         126
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["VersionResponse"];
                };
            };
            302: components["responses"]["LatestVersionRedirect"];
            404: components["responses"]["ProjectOrVersionNotFound"];
        };
    };
    listBuilds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id, in lower-case letters, as listed by [List all projects](/wiki/api/downloads.geysermc.org/list-projects/).
                 * @example geyser
                 */
                project: components["parameters"]["Project"];
                /** @description A version of the project, such as `2.11.1`, or `latest` for the newest one. */
                version: components["parameters"]["Version"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The builds of this version. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "project_id": "floodgate",
                     *       "project_name": "Floodgate",
                     *       "version": "2.2.5",
                     *       "builds": [
                     *         {
                     *           "build": 126,
                     *           "time": "2026-08-09T11:14:52.000Z",
                     *           "channel": "default",
                     *           "promoted": false,
                     *           "changes": [
                     *             {
                     *               "commit": "8780fa41337b4cc83e44651ab6d0ef75cf2fdf56",
                     *               "summary": "Ignore invalid JSON on skin uploading socket close",
                     *               "message": "Ignore invalid JSON on skin uploading socket close"
                     *             }
                     *           ],
                     *           "downloads": {
                     *             "spigot": {
                     *               "name": "floodgate-spigot.jar",
                     *               "sha256": "9c700af0e9e3b7958e2520c99a6cc0f53789df3ef7bf94e222eb662d87a7c631"
                     *             },
                     *             "bungee": {
                     *               "name": "floodgate-bungee.jar",
                     *               "sha256": "aa2999051f2fb42a1e39141bca2dbab98bbe7a22ac3b2ac5ca0580e2b2807c06"
                     *             },
                     *             "velocity": {
                     *               "name": "floodgate-velocity.jar",
                     *               "sha256": "228c177b0baca81e32023fef4028e695493eff973cf4a0cbc4d578f18104cd2e"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BuildsResponse"];
                };
            };
            302: components["responses"]["LatestVersionRedirect"];
            404: components["responses"]["ProjectOrVersionNotFound"];
        };
    };
    getLatestBuild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id, in lower-case letters, as listed by [List all projects](/wiki/api/downloads.geysermc.org/list-projects/).
                 * @example geyser
                 */
                project: components["parameters"]["Project"];
                /** @description A version of the project, such as `2.11.1`, or `latest` for the newest one. */
                version: components["parameters"]["Version"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The latest build exists. `Location` is the path of [that build](/wiki/api/downloads.geysermc.org/get-build/),
             *     relative to the server. The body is empty.
             */
            302: {
                headers: {
                    /** @description The path of the build, for example `/v2/projects/geyser/versions/2.11.1/builds/1112`. */
                    Location?: string;
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["ProjectOrVersionNotFound"];
        };
    };
    getBuild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id, in lower-case letters, as listed by [List all projects](/wiki/api/downloads.geysermc.org/list-projects/).
                 * @example geyser
                 */
                project: components["parameters"]["Project"];
                /** @description A version of the project, such as `2.11.1`, or `latest` for the newest one. */
                version: components["parameters"]["Version"];
                /**
                 * @description The build number.
                 * @example 1112
                 */
                build: components["parameters"]["Build"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The build with its changes and the checksum of each file. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "project_id": "geyser",
                     *       "project_name": "Geyser",
                     *       "version": "2.11.1",
                     *       "build": 1112,
                     *       "time": "2026-08-07T18:24:12.000Z",
                     *       "channel": "default",
                     *       "promoted": false,
                     *       "changes": [
                     *         {
                     *           "commit": "6e70ba277aa4b03ac414cb2c86ffcc485780073c",
                     *           "summary": "Fix: Always strip compression handlers in the Spigot compression disabler (#6602)",
                     *           "message": "Fix: Always strip compression handlers in the Spigot compression disabler (#6602)"
                     *         }
                     *       ],
                     *       "downloads": {
                     *         "bungeecord": {
                     *           "name": "Geyser-BungeeCord.jar",
                     *           "sha256": "85dc06b2cb279ebd8b18623ebd7526acf986b9382e89a7a15b6669d45d511c8e"
                     *         },
                     *         "fabric": {
                     *           "name": "Geyser-Fabric.jar",
                     *           "sha256": "6aad51bc13bac401193990e52ba9a495423eff2c6d110bc26c0e2b113fe004d2"
                     *         },
                     *         "neoforge": {
                     *           "name": "Geyser-NeoForge.jar",
                     *           "sha256": "87df6a025964f8befaa43fe56edf41f40b76c6932cbc84258cf04804815f532e"
                     *         },
                     *         "spigot": {
                     *           "name": "Geyser-Spigot.jar",
                     *           "sha256": "26a7572ad98660396ed8fc62ab7b31102c007608fad1011b26a88c0b77ddfd9e"
                     *         },
                     *         "standalone": {
                     *           "name": "Geyser-Standalone.jar",
                     *           "sha256": "ae2f3599967d7e2e855d11e6ea154a33efde57405cc77a8d2c1474c003f80b99"
                     *         },
                     *         "velocity": {
                     *           "name": "Geyser-Velocity.jar",
                     *           "sha256": "1fdfbe187cabea4d43b86946065df362ed0c30617d9af1b1909ad85e1d05e28d"
                     *         },
                     *         "viaproxy": {
                     *           "name": "Geyser-ViaProxy.jar",
                     *           "sha256": "4153cc2479ac15a9feb2fbab0a70d74a2ec1c61811892c29fadc015f8f2b3147"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["BuildResponse"];
                };
            };
            302: components["responses"]["LatestVersionRedirect"];
            404: components["responses"]["BuildNotFound"];
        };
    };
    downloadLatestBuild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id, in lower-case letters, as listed by [List all projects](/wiki/api/downloads.geysermc.org/list-projects/).
                 * @example geyser
                 */
                project: components["parameters"]["Project"];
                /** @description A version of the project, such as `2.11.1`, or `latest` for the newest one. */
                version: components["parameters"]["Version"];
                /**
                 * @description The download key from the build's `downloads` object, in lower-case letters. For Geyser: `spigot`,
                 *     `bungeecord`, `velocity`, `fabric`, `neoforge`, `viaproxy`, `standalone`. For Floodgate: `spigot`,
                 *     `bungee`, `velocity`.
                 * @example spigot
                 */
                download: components["parameters"]["Download"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The file exists. `Location` is the path of [the numbered download](/wiki/api/downloads.geysermc.org/download-build/),
             *     relative to the server. The body is empty.
             */
            302: {
                headers: {
                    /** @description The path of the file, for example `/v2/projects/geyser/versions/2.11.1/builds/1112/downloads/spigot`. */
                    Location?: string;
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["DownloadNotFound"];
        };
    };
    downloadBuild: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The project id, in lower-case letters, as listed by [List all projects](/wiki/api/downloads.geysermc.org/list-projects/).
                 * @example geyser
                 */
                project: components["parameters"]["Project"];
                /** @description A version of the project, such as `2.11.1`, or `latest` for the newest one. */
                version: components["parameters"]["Version"];
                /**
                 * @description The build number.
                 * @example 1112
                 */
                build: components["parameters"]["Build"];
                /**
                 * @description The download key from the build's `downloads` object, in lower-case letters. For Geyser: `spigot`,
                 *     `bungeecord`, `velocity`, `fabric`, `neoforge`, `viaproxy`, `standalone`. For Floodgate: `spigot`,
                 *     `bungee`, `velocity`.
                 * @example spigot
                 */
                download: components["parameters"]["Download"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file itself, sent as an attachment. */
            200: {
                headers: {
                    /** @description `attachment` with the file name, for example `attachment; filename="Geyser-Spigot.jar"`. */
                    "Content-Disposition"?: string;
                    /** @description When the file was stored on the server. */
                    "Last-Modified"?: string;
                    "Cache-Control": components["headers"]["CacheControl"];
                    [name: string]: unknown;
                };
                content: {
                    "application/java-archive": string;
                    "application/zip": string;
                    "application/octet-stream": string;
                };
            };
            302: components["responses"]["LatestVersionRedirect"];
            404: components["responses"]["DownloadNotFound"];
            /** @description The build lists the file, but the server could not read it. Try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An internal error occurred while serving your download."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}

// Short names for the schemas.
export type ErrorResponse = components['schemas']['Error'];
export type ProjectId = components['schemas']['ProjectId'];
export type VersionName = components['schemas']['VersionName'];
export type BuildChannel = components['schemas']['BuildChannel'];
export type BuildChange = components['schemas']['BuildChange'];
export type BuildDownload = components['schemas']['BuildDownload'];
export type VersionBuild = components['schemas']['VersionBuild'];
export type ProjectsResponse = components['schemas']['ProjectsResponse'];
export type ProjectResponse = components['schemas']['ProjectResponse'];
export type VersionResponse = components['schemas']['VersionResponse'];
export type BuildsResponse = components['schemas']['BuildsResponse'];
export type BuildResponse = components['schemas']['BuildResponse'];
