/**
* | output |
* | --- |
* | "About how many members may file with us (at least {min})." |
*
* @param {Group_Field_Group_Size_HintInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_group_size_hint: ((inputs: Group_Field_Group_Size_HintInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Field_Group_Size_HintInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Field_Group_Size_HintInputs = {
    min: NonNullable<unknown>;
};
