/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Taxinfo_Field_Dependent_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_dependent_name: ((inputs?: Taxinfo_Field_Dependent_NameInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_Dependent_NameInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_Dependent_NameInputs = {};
