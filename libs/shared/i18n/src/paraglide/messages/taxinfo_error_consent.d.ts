/**
* | output |
* | --- |
* | "Please accept the engagement and privacy terms to continue." |
*
* @param {Taxinfo_Error_ConsentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_error_consent: ((inputs?: Taxinfo_Error_ConsentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Error_ConsentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Error_ConsentInputs = {};
