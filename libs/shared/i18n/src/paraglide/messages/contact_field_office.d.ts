/**
* | output |
* | --- |
* | "Preferred office" |
*
* @param {Contact_Field_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_field_office: ((inputs?: Contact_Field_OfficeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Field_OfficeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Field_OfficeInputs = {};
