/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Login_Forgot_LinkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const login_forgot_link: ((inputs?: Login_Forgot_LinkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_Forgot_LinkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_Forgot_LinkInputs = {};
