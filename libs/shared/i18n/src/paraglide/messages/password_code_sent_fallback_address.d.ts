/**
* | output |
* | --- |
* | "your address" |
*
* @param {Password_Code_Sent_Fallback_AddressInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const password_code_sent_fallback_address: ((inputs?: Password_Code_Sent_Fallback_AddressInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Password_Code_Sent_Fallback_AddressInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Password_Code_Sent_Fallback_AddressInputs = {};
