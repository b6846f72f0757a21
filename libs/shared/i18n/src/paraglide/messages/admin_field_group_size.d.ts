/**
* | output |
* | --- |
* | "Group size" |
*
* @param {Admin_Field_Group_SizeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_group_size: ((inputs?: Admin_Field_Group_SizeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_Group_SizeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_Group_SizeInputs = {};
