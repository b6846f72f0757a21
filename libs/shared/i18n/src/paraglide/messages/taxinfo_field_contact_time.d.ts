/**
* | output |
* | --- |
* | "When is best?" |
*
* @param {Taxinfo_Field_Contact_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_contact_time: ((inputs?: Taxinfo_Field_Contact_TimeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_Contact_TimeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_Contact_TimeInputs = {};
