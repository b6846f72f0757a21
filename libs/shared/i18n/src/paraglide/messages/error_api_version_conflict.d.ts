/**
* | output |
* | --- |
* | "Someone else changed this while you were working on it. Reload to see the latest version, then try again." |
*
* @param {Error_Api_Version_ConflictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_version_conflict: ((inputs?: Error_Api_Version_ConflictInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Version_ConflictInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Version_ConflictInputs = {};
