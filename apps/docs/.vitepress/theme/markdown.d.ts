// VitePress compiles an imported .md file to a Vue component.
declare module '*.md' {
  import type { Component } from 'vue';
  const component: Component;
  export default component;
}
