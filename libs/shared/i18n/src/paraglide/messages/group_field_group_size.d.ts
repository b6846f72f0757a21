/**
* | output |
* | --- |
* | "Expected group size" |
*
* @param {Group_Field_Group_SizeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_group_size: ((inputs?: Group_Field_Group_SizeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Field_Group_SizeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Field_Group_SizeInputs = {};
