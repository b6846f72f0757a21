/**
* | output |
* | --- |
* | "Prefer to talk? Call {phone}." |
*
* @param {Group_Register_CallInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_register_call: ((inputs: Group_Register_CallInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Register_CallInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Register_CallInputs = {
    phone: NonNullable<unknown>;
};
