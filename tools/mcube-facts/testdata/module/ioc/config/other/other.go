package other

import "github.com/infraboard/mcube/v2/ioc"

const AppName = "other"

const BasePriority = 500

func init() {
	ioc.Config().Registry(defaultConfig)
}

var defaultConfig = &Other{}

type Other struct {
	ioc.ObjectImpl
}

func (o *Other) Name() string { return AppName }

func (o *Other) Priority() int { return BasePriority + 10 }

func Get() *Other { return defaultConfig }

// Label reads nothing from the object, so pkg.Get().Label() is a constant.
func (o *Other) Label() string { return "other-" + AppName }
