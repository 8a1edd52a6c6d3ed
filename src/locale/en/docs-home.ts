/** Texts of the /docs/ landing page (src/pages/docs/index.tsx). */
const docsHome = {
  title: 'Documentation',
  description: 'The mcube documentation: the framework guide and the application modules, for mcube v2.1.10.',
  heading: 'mcube documentation',
  lead: 'Pick where to start.',
  often: 'Often read',
  separator: ': ',
  books: {
    guide: {title: 'Framework guide', text: 'How mcube works and how to use it: the IoC core, APIs, configuration and components.'},
    modules: {title: 'Application modules', text: 'What an application module is and how modules compose into one binary or several services.'},
  },
  shortcuts: {
    quickstart: {title: 'Quickstart', text: 'From an empty folder to a running service.'},
    start: {title: 'Start a project', text: 'Choose a framework, add-ons and components; download a project that builds.'},
    cli: {title: 'The mcube command', text: 'Install the CLI and generate enum methods; what init does at v2.1.10.'},
    arch: {title: 'Architecture', text: 'Modules first, microservices when you need them.'},
    server: {title: 'Application and server config', text: 'Config files, environment variables, start-up and shutdown.'},
    http: {title: 'HTTP APIs', text: 'API objects on Gin or go-restful.'},
    components: {title: 'Components', text: 'Databases, messaging, cache, lock and more.'},
  },
};

export default docsHome;
