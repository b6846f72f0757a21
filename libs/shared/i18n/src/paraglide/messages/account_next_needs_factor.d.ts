/**
* | output |
* | --- |
* | "That page needs your authenticator app: set it up below (or sign in again with its code), then continue." |
*
* @param {Account_Next_Needs_FactorInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const account_next_needs_factor: ((inputs?: Account_Next_Needs_FactorInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Next_Needs_FactorInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Next_Needs_FactorInputs = {};
