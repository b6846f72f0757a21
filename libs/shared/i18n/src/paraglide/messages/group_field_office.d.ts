/**
* | output |
* | --- |
* | "Preferred office" |
*
* @param {Group_Field_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_office: ((inputs?: Group_Field_OfficeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Field_OfficeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Field_OfficeInputs = {};
