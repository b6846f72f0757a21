/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Account_Factor_Remove_KeepInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_factor_remove_keep: ((inputs?: Account_Factor_Remove_KeepInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Factor_Remove_KeepInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Factor_Remove_KeepInputs = {};
