/**
* | output |
* | --- |
* | "How should we contact you?" |
*
* @param {Taxinfo_Field_Contact_MethodInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_contact_method: ((inputs?: Taxinfo_Field_Contact_MethodInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_Contact_MethodInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_Contact_MethodInputs = {};
