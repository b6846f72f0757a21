/**
* | output |
* | --- |
* | "Spouse's full name" |
*
* @param {Taxinfo_Field_Spouse_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_spouse_name: ((inputs?: Taxinfo_Field_Spouse_NameInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_Spouse_NameInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_Spouse_NameInputs = {};
