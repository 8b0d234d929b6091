/** Where the visitor's life list is kept on the device (localStorage): the LifeList of ./parse.ts as JSON. */
export const LIFE_LIST_STORE = 'life-list';
