/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Signup_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_confirm_title: ((inputs?: Signup_Confirm_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signup_Confirm_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signup_Confirm_TitleInputs = {};
