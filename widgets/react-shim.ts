// What `import … from 'react'` means inside the browser bundle: Preact's hooks and core, so
// island components are written once against React's API and React itself never ships.
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
export { Fragment, createContext, createElement } from 'preact';
