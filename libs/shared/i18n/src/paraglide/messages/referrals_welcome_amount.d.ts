/**
* | output |
* | --- |
* | "A friend sent you our way: you get {discount} off your tax return with us." |
*
* @param {Referrals_Welcome_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_amount: ((inputs: Referrals_Welcome_AmountInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Welcome_AmountInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Welcome_AmountInputs = {
    discount: NonNullable<unknown>;
};
