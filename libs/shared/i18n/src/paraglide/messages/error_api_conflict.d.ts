/**
* | output |
* | --- |
* | "This clashes with a change made in the meantime. Please reload and try again." |
*
* @param {Error_Api_ConflictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_conflict: ((inputs?: Error_Api_ConflictInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_ConflictInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_ConflictInputs = {};
