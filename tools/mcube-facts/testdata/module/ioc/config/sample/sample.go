package sample

import (
	"time"

	"github.com/example/outside"
	"github.com/infraboard/mcube/v2/ioc"
	"github.com/infraboard/mcube/v2/ioc/config/other"
)

const (
	AppName     = "sample"
	defaultPort = 8000 + 80
)

type Mode string

const ModeFast Mode = "fast"

func init() {
	ioc.Config().Registry(defaultConfig)
	defaultConfig.Retries = 3
	defaultConfig.Tls.CertFile = "cert.pem"
}

var defaultConfig = &Sample{
	Host:    "127.0.0.1",
	Port:    defaultPort,
	Mode:    ModeFast,
	Timeout: 5 * time.Second,
	Tags:    []string{"a", "b"},
	Labels:  map[string]string{},
	Owner:   other.Get().Label(),
	Remote:  outside.DefaultURL,
	Tls:     Tls{Enable: true},
	Common:  Common{Region: "cn"},
}

type Common struct {
	Region string `toml:"region" json:"region" yaml:"region" env:"REGION"`
}

type Tls struct {
	Enable   bool   `toml:"enable" json:"enable" yaml:"enable" env:"ENABLE"`
	CertFile string `toml:"cert_file" json:"certFile" yaml:"cert-file" env:"CERT_FILE"`
}

type Sample struct {
	ioc.ObjectImpl
	Common

	Host    string            `toml:"host" json:"host" yaml:"host" env:"HOST"`
	Port    int               `toml:"port" json:"port" yaml:"port" env:"PORT"`
	Mode    Mode              `toml:"mode" json:"mode" yaml:"mode" env:"MODE"`
	Timeout time.Duration     `toml:"timeout" json:"timeout" yaml:"timeout" env:"TIMEOUT"`
	Tags    []string          `toml:"tags" json:"tags" yaml:"tags" env:"TAGS" envSeparator:";"`
	Labels  map[string]string `toml:"labels" json:"labels" yaml:"labels" env:"LABELS"`
	Retries int               `toml:"retries" json:"retries" yaml:"retries" env:"RETRY_COUNT"`
	Owner   string            `toml:"owner" json:"owner" yaml:"owner" env:"OWNER"`
	Remote  string            `toml:"remote" json:"remote" yaml:"remote" env:"REMOTE"`
	Group   string            `toml:"group" json:"group" yaml:"group" env:"GROUP"`
	Secret  string            `toml:"secret" json:"secret" yaml:"secret"`
	Tls     Tls               `toml:"tls" json:"tls" yaml:"tls" envPrefix:"TLS_"`

	Dependency any `ioc:"autowire=true"`
	cache      map[string]string
	hidden     string `toml:"hidden" env:"HIDDEN"`
}

func (s *Sample) Name() string { return AppName }

func (s *Sample) Priority() int { return other.Get().Priority() - 1 }

func (s *Sample) Init() error {
	if s.Group == "" {
		s.Group = "workers"
	}
	return nil
}
