/**
* | output |
* | --- |
* | "The session list could not be loaded. Please reload the page, or call us to register." |
*
* @param {Taxschool_Sessions_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_sessions_failed: ((inputs?: Taxschool_Sessions_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Sessions_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Sessions_FailedInputs = {};
