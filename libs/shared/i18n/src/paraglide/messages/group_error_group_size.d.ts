/**
* | output |
* | --- |
* | "Expected group size must be a whole number from {min} to {max}." |
*
* @param {Group_Error_Group_SizeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_group_size: ((inputs: Group_Error_Group_SizeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Error_Group_SizeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Error_Group_SizeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
