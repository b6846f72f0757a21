/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ caption: NonNullable<unknown>, order: NonNullable<unknown> }} Admin_Caption_In_OrderInputs */

const en_admin_caption_in_order = /** @type {(inputs: Admin_Caption_In_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.caption}, ${i?.order}`)
};

/**
* | output |
* | --- |
* | "{caption}, {order}" |
*
* @param {Admin_Caption_In_OrderInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_caption_in_order = /** @type {((inputs: Admin_Caption_In_OrderInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Caption_In_OrderInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_caption_in_order(inputs)
});