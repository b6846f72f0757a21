/**
* | output |
* | --- |
* | "Please tell us about your spouse." |
*
* @param {Taxinfo_Error_SpouseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_error_spouse: ((inputs?: Taxinfo_Error_SpouseInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Error_SpouseInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Error_SpouseInputs = {};
