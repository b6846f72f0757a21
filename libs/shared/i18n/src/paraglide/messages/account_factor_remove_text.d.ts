/**
* | output |
* | --- |
* | "Signing in will then need only your password. To turn the second step back on, set up the app again on this page." |
*
* @param {Account_Factor_Remove_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_text: ((inputs?: Account_Factor_Remove_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Factor_Remove_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Factor_Remove_TextInputs = {};
