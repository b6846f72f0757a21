/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Login_Sign_Up_LinkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const login_sign_up_link: ((inputs?: Login_Sign_Up_LinkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Login_Sign_Up_LinkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Login_Sign_Up_LinkInputs = {};
