/**
* | output |
* | --- |
* | "{name} sent you our way: as their friend, you get {discount} off your tax return with us." |
*
* @param {Referrals_Welcome_Named_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_welcome_named_amount: ((inputs: Referrals_Welcome_Named_AmountInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Referrals_Welcome_Named_AmountInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Referrals_Welcome_Named_AmountInputs = {
    name: NonNullable<unknown>;
    discount: NonNullable<unknown>;
};
