/**
* | output |
* | --- |
* | "You have sent as many referrals as we accept in one day. Please try again tomorrow." |
*
* @param {Error_Api_Referral_Limit_ReachedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_referral_limit_reached: ((inputs?: Error_Api_Referral_Limit_ReachedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Referral_Limit_ReachedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Referral_Limit_ReachedInputs = {};
