/**
* | output |
* | --- |
* | "This looks like a Social Security number. Please remove it; we ask for it in person, never in a web form." |
*
* @param {Taxinfo_Error_SsnInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_error_ssn: ((inputs?: Taxinfo_Error_SsnInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Error_SsnInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Error_SsnInputs = {};
