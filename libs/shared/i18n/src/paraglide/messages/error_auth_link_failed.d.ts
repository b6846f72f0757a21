/**
* | output |
* | --- |
* | "This link did not work: it may be old or already used. Please ask for a new one." |
*
* @param {Error_Auth_Link_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_link_failed: ((inputs?: Error_Auth_Link_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Link_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Link_FailedInputs = {};
