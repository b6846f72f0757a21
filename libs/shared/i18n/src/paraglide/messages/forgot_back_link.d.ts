/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Forgot_Back_LinkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_back_link: ((inputs?: Forgot_Back_LinkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgot_Back_LinkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgot_Back_LinkInputs = {};
