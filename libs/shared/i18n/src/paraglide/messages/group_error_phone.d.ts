/**
* | output |
* | --- |
* | "Phone must be a phone number with 10 to 15 digits, like (734) 555-0123." |
*
* @param {Group_Error_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_phone: ((inputs?: Group_Error_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Error_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Error_PhoneInputs = {};
