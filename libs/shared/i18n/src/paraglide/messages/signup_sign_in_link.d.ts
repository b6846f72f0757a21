/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Signup_Sign_In_LinkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_sign_in_link: ((inputs?: Signup_Sign_In_LinkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signup_Sign_In_LinkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signup_Sign_In_LinkInputs = {};
