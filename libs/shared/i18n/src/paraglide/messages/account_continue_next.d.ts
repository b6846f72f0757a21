/**
* | output |
* | --- |
* | "Continue to where you were" |
*
* @param {Account_Continue_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_continue_next: ((inputs?: Account_Continue_NextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Continue_NextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Continue_NextInputs = {};
