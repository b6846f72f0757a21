/**
* | output |
* | --- |
* | "Filing status" |
*
* @param {Taxinfo_Field_Filing_StatusInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_filing_status: ((inputs?: Taxinfo_Field_Filing_StatusInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_Filing_StatusInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_Filing_StatusInputs = {};
