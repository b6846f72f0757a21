/**
* | output |
* | --- |
* | "Enter a date and time." |
*
* @param {Admin_Move_InvalidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_move_invalid: ((inputs?: Admin_Move_InvalidInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Move_InvalidInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Move_InvalidInputs = {};
