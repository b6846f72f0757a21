/**
* | output |
* | --- |
* | "Spouse's birth year" |
*
* @param {Taxinfo_Field_Spouse_Birth_YearInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_spouse_birth_year: ((inputs?: Taxinfo_Field_Spouse_Birth_YearInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_Spouse_Birth_YearInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_Spouse_Birth_YearInputs = {};
