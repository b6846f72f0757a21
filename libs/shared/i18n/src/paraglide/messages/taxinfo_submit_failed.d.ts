/**
* | output |
* | --- |
* | "We could not send your information: the connection failed or our server had a problem. Nothing you typed is lost; please try again in a moment." |
*
* @param {Taxinfo_Submit_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_submit_failed: ((inputs?: Taxinfo_Submit_FailedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Submit_FailedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Submit_FailedInputs = {};
