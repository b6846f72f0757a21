/**
* | output |
* | --- |
* | "You cannot refer yourself. Enter your friend's email address." |
*
* @param {Error_Api_Self_ReferralInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_self_referral: ((inputs?: Error_Api_Self_ReferralInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Self_ReferralInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Self_ReferralInputs = {};
